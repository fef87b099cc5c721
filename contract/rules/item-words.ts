/**
 * Translation key of a word items are described with (type, rarity, exterior, class): "Mil-Spec
 * Grade" → "item.mil-spec-grade", "StatTrak™" → "item.stattrak". The API and the URLs keep the
 * English word; the customer reads the word of their language.
 */
export function itemWordKey(word: string): string {
  return `item.${word.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}
