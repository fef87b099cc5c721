import accessibility from './accessibility';
import accounts from './accounts';
import cart from './cart';
import deliveries from './deliveries';
import deposits from './deposits';
import offers from './offers';
import sellByTrade from './sell-by-trade';
import priceAlerts from './price-alerts';
import catalogue from './catalogue';
import completion from './completion';
import itemVocabulary from './item-vocabulary';
import shell from './shell';
import toasts from './toasts';

export type Translations = Record<number, Record<string, string>>;

const sources: Translations[] = [shell, catalogue, completion, accessibility, accounts, cart, deliveries, deposits, offers, sellByTrade, priceAlerts, itemVocabulary, toasts];

/** Every translation file merged: language id → key → text. Later files win on duplicate keys. */
export function allTranslations(): Translations {
  const merged: Translations = {};
  for (const source of sources) {
    for (const [langId, texts] of Object.entries(source)) {
      merged[Number(langId)] = { ...merged[Number(langId)], ...texts };
    }
  }
  return merged;
}
