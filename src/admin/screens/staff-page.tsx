import { Badge, Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { OWNER_ROLE, PERMISSIONS } from '../../../contract/permissions';
import { AdminInviteStaffDocument, AdminRevokeStaffDocument, AdminSetRolePermissionsDocument, AdminSetStaffRoleDocument, AdminStaffDocument, type AdminStaffQuery } from '../../../machines/admin/graphql/graphql';
import type { ScreenRef } from '../../../machines/admin/console.machine';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useScreen, useSession } from '../console-actor';
import { when } from '../format';
import { ActionButton, ScreenFrame, useDraftField, useFieldError } from '../screen-frame';

const LOAD = { document: AdminStaffDocument, variables: {} };

const inviteAction = (email: string, role: string): ScreenAction => ({
  label: 'Invite',
  document: AdminInviteStaffDocument,
  field: 'inviteStaff',
  variables: { email, role },
  fromDraft: ['email', 'role'],
  done: `Invited ${email.trim()} as ${role}. Hand them this link:`,
});
const revokeAction = (id: number, email: string): ScreenAction => ({
  label: 'Revoke',
  document: AdminRevokeStaffDocument,
  field: 'revokeStaff',
  variables: { id },
  confirm: `Revoke ${email}? Their sessions end at once and they can no longer sign in.`,
  done: 'Revoked: their sessions ended.',
});
const roleAction = (id: number, role: string): ScreenAction => ({ label: 'Change role', document: AdminSetStaffRoleDocument, field: 'setStaffRole', variables: { id, role }, done: `Role changed to ${role}.` });
const permissionsAction = (name: string, permissions: readonly string[]): ScreenAction => ({
  label: 'Save',
  document: AdminSetRolePermissionsDocument,
  field: 'setRolePermissions',
  variables: { name, permissions },
  done: `The ${name} role is saved.`,
});

function InviteForm({ screen, roles }: { screen: ScreenRef; roles: string[] }) {
  const [email, setEmail] = useDraftField(screen, 'email', '');
  const [role, setRole] = useDraftField(screen, 'role', roles.includes('support') ? 'support' : (roles[0] ?? ''));
  const emailError = useFieldError(screen, 'email');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        screen.send({ type: 'ACT', action: inviteAction(email, role) });
      }}
    >
      <Group align="flex-start">
        <TextInput label="Invite by e-mail" type="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={emailError} w={280} />
        <NativeSelect label="Role" data={roles} value={role} onChange={(event) => setRole(event.currentTarget.value)} w={160} />
        <Button type="submit" mt={25}>
          Invite
        </Button>
      </Group>
    </form>
  );
}

/** A role's permissions as ticked on screen (the draft `permissions:<role>`), saved with its button; the owner's are all, always. */
function RoleCard({ screen, name, permissions }: { screen: ScreenRef; name: string; permissions: string[] }) {
  const [chosen, setChosen] = useDraftField<readonly string[]>(screen, `permissions:${name}`, permissions);
  const owner = name === OWNER_ROLE;
  const changed = chosen.length !== permissions.length || chosen.some((permission) => !permissions.includes(permission));
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{name}</Text>
        {!owner && (
          <ActionButton screen={screen} action={permissionsAction(name, chosen)} variant={changed ? 'filled' : 'default'}>
            Save
          </ActionButton>
        )}
      </Group>
      {owner && (
        <Text size="xs" c="dimmed" mb="xs">
          The owner keeps every permission.
        </Text>
      )}
      <Checkbox.Group value={[...chosen]} onChange={(value) => setChosen(value)} aria-label={`Permissions of ${name}`}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
          {PERMISSIONS.map((permission) => (
            <Checkbox key={permission} value={permission} label={permission} size="sm" disabled={owner} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Card>
  );
}

/** Staff members (invite, revoke, change role) and the roles' permissions. */
export function StaffPage() {
  const screen = useScreen('staff', LOAD);
  const myId = useSession().context.me?.id;
  return (
    <>
      <Title order={2} mb="md">
        Staff and roles
      </Title>
      <ScreenFrame<AdminStaffQuery> screen={screen}>
        {({ staff, roles }) => {
          const roleNames = roles.map((role) => role.name);
          return (
            <Stack gap="lg">
              {screen && <InviteForm screen={screen} roles={roleNames} />}
              <Table.ScrollContainer minWidth={640}>
                <Table striped data-testid="staff">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Member</Table.Th>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Since</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {staff.map((member) => (
                      <Table.Tr key={member.id}>
                        <Table.Td>
                          {member.email}
                          <Group gap={4}>
                            {!member.enrolled && <Badge size="sm" variant="light" color="yellow">invited</Badge>}
                            {member.revokedAt && <Badge size="sm" variant="light" color="red">revoked</Badge>}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {screen && !member.revokedAt && member.id !== myId ? (
                            <NativeSelect size="xs" aria-label={`Role of ${member.email}`} data={roleNames} value={member.role} onChange={(event) => screen.send({ type: 'ACT', action: roleAction(member.id, event.currentTarget.value) })} w={130} />
                          ) : (
                            member.role
                          )}
                        </Table.Td>
                        <Table.Td>{when(member.createdAt)}</Table.Td>
                        <Table.Td>
                          {screen && !member.revokedAt && member.id !== myId && (
                            <ActionButton screen={screen} action={revokeAction(member.id, member.email)} color="red">
                              Revoke
                            </ActionButton>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Title order={3} size="h4">
                Roles
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
                {screen && roles.map((role) => <RoleCard key={role.name} screen={screen} name={role.name} permissions={role.permissions} />)}
              </SimpleGrid>
            </Stack>
          );
        }}
      </ScreenFrame>
    </>
  );
}
