import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ScreenRef } from '../../../machines/admin/console.machine';
import { AdminSettingsDocument, AdminUpdateSettingsDocument, type AdminSettingsQuery } from '../../../machines/admin/graphql/graphql';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useScreen } from '../console-actor';
import { ActionButton, ScreenFrame, useDraftField, useFieldError } from '../screen-frame';

type Settings = AdminSettingsQuery['settings'];

const LOAD = { document: AdminSettingsDocument, variables: {} };

/** The form's fields: only those the operator typed in go to the API (the draft holds nothing else). */
const FIELDS = ['minTopUp', 'supportEmail', 'requisites', 'copyright', 'googleTag'] as const;

const offersAction = (enabled: boolean): ScreenAction => ({
  label: enabled ? 'Turn offers on' : 'Turn offers off',
  document: AdminUpdateSettingsDocument,
  field: 'updateSettings',
  variables: { offerEnabled: enabled },
  confirm: enabled ? 'Customers can offer their skins to the shop again.' : 'Customers can no longer offer skins to the shop; offers already made go on.',
  done: enabled ? 'Offers are on.' : 'Offers are off.',
});

const SAVE: ScreenAction = { label: 'Save settings', document: AdminUpdateSettingsDocument, field: 'updateSettings', variables: {}, fromDraft: FIELDS, done: 'Settings saved.' };

/** The shop's settings staff may change: offers on or off, the smallest top-up, the support address, the footer's texts, the Google tag. */
export function SettingsPage() {
  const screen = useScreen('settings', LOAD);
  return (
    <>
      <Title order={2} mb="md">
        Settings
      </Title>
      <ScreenFrame<AdminSettingsQuery> screen={screen}>
        {({ settings }) =>
          screen && (
            <Stack gap="lg" maw={720}>
              <OffersCard screen={screen} settings={settings} />
              <SettingsForm screen={screen} settings={settings} />
            </Stack>
          )
        }
      </ScreenFrame>
    </>
  );
}

function OffersCard({ screen, settings }: { screen: ScreenRef; settings: Settings }) {
  const open = settings.offerEnabled && settings.offersAllowed;
  return (
    <Card withBorder data-testid="offers-setting">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Title order={3} size="h4">
              Offers
            </Title>
            <Badge color={open ? 'teal' : 'gray'} variant="light" data-testid="offers-state">
              {open ? 'on' : 'off'}
            </Badge>
          </Group>
          <ActionButton screen={screen} action={offersAction(!settings.offerEnabled)} color={settings.offerEnabled ? 'red' : 'teal'}>
            {settings.offerEnabled ? 'Turn offers off' : 'Turn offers on'}
          </ActionButton>
        </Group>
        <Text size="sm" c="dimmed">
          Whether customers may offer their skins to the shop for a quote.
        </Text>
        {!settings.offersAllowed && (
          <Alert color="yellow" variant="light">
            This deploy has OFFERS_ENABLED=0: offers stay closed whatever this setting says.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** One line each: the API refuses line breaks in settings. */
function Field({ screen, field, label, initial, description }: { screen: ScreenRef; field: (typeof FIELDS)[number]; label: string; initial: string; description?: string }) {
  const [value, setValue] = useDraftField<string>(screen, field, initial);
  const error = useFieldError(screen, field);
  return <TextInput label={label} description={description} value={value} onChange={(event) => setValue(event.currentTarget.value)} error={error} />;
}

function SettingsForm({ screen, settings }: { screen: ScreenRef; settings: Settings }) {
  const typed = useSelector(screen, (snapshot) => FIELDS.some((field) => snapshot.context.draft[field] !== undefined));
  const acting = useSelector(screen, (snapshot) => snapshot.matches('acting'));
  const formError = useFieldError(screen, 'settings');
  return (
    <Card withBorder data-testid="settings-form">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          screen.send({ type: 'ACT', action: SAVE });
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            Shop
          </Title>
          <Field screen={screen} field="minTopUp" label="Smallest top-up (EUR)" initial={settings.minTopUp.toFixed(2)} />
          <Field screen={screen} field="supportEmail" label="Support e-mail" initial={settings.supportEmail} description="{host} stands for the shop's host name" />
          <Field screen={screen} field="requisites" label="Company details (footer)" initial={settings.requisites} />
          <Field screen={screen} field="copyright" label="Copyright line (footer)" initial={settings.copyright} />
          <Field screen={screen} field="googleTag" label="Google tag" initial={settings.googleTag ?? ''} description="G-… or GTM-…; empty for none" />
          {formError && (
            <Text size="sm" c="red">
              {formError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={acting} disabled={!typed}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
