import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { useAuthRef, useT } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';

/** /verify-email?token=…: the auth actor verifies the link, toasts the result and goes home (spec §4). */
export default function VerifyEmailPage() {
  const t = useT();
  const auth = useAuthRef();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const sent = useRef(false);
  useDocumentTitle(t('verifyEmail.title'));
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    auth.send({ type: 'VERIFY_EMAIL', token });
  }, [auth, token]);
  return (
    <Center py={96}>
      <Loader role="status" aria-label={t('verifyEmail.title')} />
    </Center>
  );
}
