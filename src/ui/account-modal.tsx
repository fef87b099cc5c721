import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ModalId } from '../../machines/app/modals.machine';
import { useModalControls, useOpenModal } from '../app/app-actor';
import { useDrawnOnceOpened } from './use-drawn-once-opened';

/**
 * The frame of every account modal. Which one is open lives in the modals actor, which also locks
 * the page scroll, so Mantine's own scroll lock stays off.
 */
export function AccountModal({ modal, title, onClose, children }: { modal: ModalId; title: string; onClose?: () => void; children: ReactNode }) {
  const { open } = useOpenModal();
  const { close } = useModalControls();
  const { drawn, opened } = useDrawnOnceOpened(open === modal);
  if (!drawn) return null;
  return (
    <Modal
      opened={opened}
      onClose={onClose ?? (() => close(modal))}
      title={title}
      centered
      radius="lg"
      lockScroll={false}
      overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
      attributes={{ content: { 'data-testid': `${modal}-modal` } as Record<string, string> }}
    >
      {children}
    </Modal>
  );
}
