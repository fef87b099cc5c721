import { useLanguages, useLocale, usePreferencesRef, useT } from '../app-actor';
import { PreferenceMenu } from './preference-menu';

export function LanguageDropdown({ testId = 'language-select', fullWidth }: { testId?: string; fullWidth?: boolean }) {
  const t = useT();
  const preferences = usePreferencesRef();
  const { languages, languageId, switching } = useLanguages();
  const locale = useLocale();
  const current = languages.find((language) => language.id === languageId);
  return (
    <PreferenceMenu
      testId={testId}
      ariaLabel={`${t('header.language')}: ${current?.title ?? languageId}`}
      current={locale.toUpperCase()}
      options={languages.map(({ id, title, code }) => ({ value: String(id), label: title, hint: code.toUpperCase() }))}
      selected={String(languageId)}
      onSelect={(id) => preferences.send({ type: 'LANGUAGE.SELECT', id: Number(id) })}
      busy={switching}
      fullWidth={fullWidth}
    />
  );
}
