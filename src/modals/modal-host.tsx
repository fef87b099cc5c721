import { lazy, Suspense } from 'react';
import { useOpenModal } from '../app/app-actor';
import { CartModal } from './cart-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { StepUpModal } from './step-up-modal';
import { TwoFactorModal } from './two-factor-modal';

// The forms with a phone number (libphonenumber's metadata) and the signed-in ones load on first open.
const RegisterModal = lazy(() => import('./register-modal'));
const PersonalInfoModal = lazy(() => import('./personal-info-modal'));
const ChangeEmailModal = lazy(() => import('./change-email-modal'));
const TradeUrlModal = lazy(() => import('./trade-url-modal'));
const DepositModal = lazy(() => import('./deposit-modal'));
const SellSkinModal = lazy(() => import('./sell-skin-modal'));

/** Every modal of the shell; the modals actor decides which one is open. */
export function ModalHost() {
  const { open } = useOpenModal();
  return (
    <>
      <LoginModal />
      <ForgotPasswordModal />
      <TwoFactorModal />
      <CartModal />
      <StepUpModal />
      <Suspense fallback={null}>
        {open === 'register' && <RegisterModal />}
        {open === 'personalInfo' && <PersonalInfoModal />}
        {open === 'changeEmail' && <ChangeEmailModal />}
        {open === 'tradeUrl' && <TradeUrlModal />}
        {open === 'deposit' && <DepositModal />}
        {open === 'sellSkin' && <SellSkinModal />}
      </Suspense>
    </>
  );
}
