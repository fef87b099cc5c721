import { lazy, Suspense } from 'react';
import { useOpenModal } from './app-actor';
import { CartModal } from '../features/cart/cart-modal';
import { ForgotPasswordModal } from '../features/account/forgot-password-modal';
import { LoginModal } from '../features/account/login-modal';
import { StepUpModal } from '../features/account/step-up-modal';
import { TwoFactorModal } from '../features/account/two-factor-modal';

// The forms with a phone number (libphonenumber's metadata) and the signed-in ones load on first open.
const RegisterModal = lazy(() => import('../features/account/register-modal'));
const PersonalInfoModal = lazy(() => import('../features/account/personal-info-modal'));
const ChangeEmailModal = lazy(() => import('../features/account/change-email-modal'));
const TradeUrlModal = lazy(() => import('../features/account/trade-url-modal'));
const DepositModal = lazy(() => import('../features/deposits/deposit-modal'));
const SellSkinModal = lazy(() => import('../features/offers/sell-skin-modal'));

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
