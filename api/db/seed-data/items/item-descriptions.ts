// The generated catalogue's descriptions in every shipped language. Labels ("Rarity: Covert") rather than
// sentences built around the words, so no language needs articles or cases agreeing with a word it
// does not know; English keeps its sentence (the spec's example shop's wording, with the right article).
import { itemWordKey } from '../../../../contract/rules/item-words';
import { languages } from '../languages';
import itemVocabulary from '../localizations/item-vocabulary';

export interface Cs2Facts {
  game: 'cs2';
  weapon: string;
  skin: string;
  type: string;
  rarity: string;
  exterior: string;
  itemClass: string;
}

export interface Dota2Facts {
  game: 'dota2';
  name: string;
  type: string;
  rarity: string;
  hero: string | null;
  itemClass: string;
}

export type ItemFacts = Cs2Facts | Dota2Facts;

/** Item words already in the language (types, rarities, exteriors, classes). */
type Words<F> = Omit<F, 'game'>;

interface Wording {
  cs2: (item: Words<Cs2Facts>, extra: string) => string;
  dota2: (item: Words<Dota2Facts>) => string;
  statTrak: string;
  souvenir: string;
  delivery: string;
}

/** "an Industrial Grade", "a Covert": the rarities start with a vowel sound exactly when they start with a vowel. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const wordings: Record<string, Wording> = {
  en: {
    cs2: (i, extra) =>
      `${i.skin} finish for the ${i.weapon}: ${article(i.rarity)} ${i.rarity} ${i.type.toLowerCase()} skin in ${i.exterior} condition.${extra}`,
    dota2: (i) =>
      `${i.name}: ${article(i.rarity)} ${i.rarity} ${i.type.toLowerCase()} ${i.hero ? `for ${i.hero}` : 'usable with every hero'}, in ${i.itemClass} quality.`,
    statTrak: ' A StatTrak™ counter records every confirmed kill made with it.',
    souvenir: " A Souvenir from a Major tournament, decorated with the event's stickers.",
    delivery: ' Delivered to your Steam inventory through your trade link.',
  },
  de: {
    cs2: (i, extra) => `${i.weapon} mit der Lackierung „${i.skin}“ – Typ: ${i.type}, Seltenheit: ${i.rarity}, Zustand: ${i.exterior}.${extra}`,
    dota2: (i) => `${i.name} – ${i.type} ${i.hero ? `für ${i.hero}` : 'für alle Helden'}. Seltenheit: ${i.rarity}, Qualität: ${i.itemClass}.`,
    statTrak: ' Ein StatTrak™-Zähler zählt jeden bestätigten Abschuss mit dieser Waffe.',
    souvenir: ' Ein Souvenir von einem Major-Turnier, verziert mit den Stickern des Turniers.',
    delivery: ' Wird über deinen Handelslink in dein Steam-Inventar geliefert.',
  },
  fr: {
    cs2: (i, extra) => `${i.weapon} avec la finition « ${i.skin} » – type : ${i.type}, rareté : ${i.rarity}, état : ${i.exterior}.${extra}`,
    dota2: (i) =>
      `${i.name} – ${i.type} ${i.hero ? `pour ${i.hero}` : 'utilisable avec tous les héros'}. Rareté : ${i.rarity}, qualité : ${i.itemClass}.`,
    statTrak: ' Un compteur StatTrak™ enregistre chaque élimination confirmée faite avec cette arme.',
    souvenir: " Un souvenir d'un tournoi Major, orné des stickers de l'événement.",
    delivery: " Livré dans votre inventaire Steam via votre lien d'échange.",
  },
  es: {
    cs2: (i, extra) => `${i.weapon} con el acabado «${i.skin}» – tipo: ${i.type}, rareza: ${i.rarity}, estado: ${i.exterior}.${extra}`,
    dota2: (i) => `${i.name} – ${i.type} ${i.hero ? `para ${i.hero}` : 'para todos los héroes'}. Rareza: ${i.rarity}, calidad: ${i.itemClass}.`,
    statTrak: ' Un contador StatTrak™ registra cada baja confirmada con esta arma.',
    souvenir: ' Un recuerdo de un torneo Major, decorado con las pegatinas del evento.',
    delivery: ' Se entrega en tu inventario de Steam a través de tu enlace de intercambio.',
  },
  pl: {
    cs2: (i, extra) => `${i.weapon} z wykończeniem „${i.skin}” – typ: ${i.type}, rzadkość: ${i.rarity}, stan: ${i.exterior}.${extra}`,
    dota2: (i) =>
      `${i.name} – ${i.type} ${i.hero ? `dla bohatera ${i.hero}` : 'dla wszystkich bohaterów'}. Rzadkość: ${i.rarity}, jakość: ${i.itemClass}.`,
    statTrak: ' Licznik StatTrak™ zapisuje każde potwierdzone zabójstwo tą bronią.',
    souvenir: ' Pamiątka z turnieju Major, ozdobiona naklejkami z wydarzenia.',
    delivery: ' Dostarczany do Twojego ekwipunku Steam przez Twój link wymiany.',
  },
  pt: {
    cs2: (i, extra) => `${i.weapon} com o acabamento “${i.skin}” – tipo: ${i.type}, raridade: ${i.rarity}, estado: ${i.exterior}.${extra}`,
    dota2: (i) => `${i.name} – ${i.type} ${i.hero ? `para ${i.hero}` : 'para todos os heróis'}. Raridade: ${i.rarity}, qualidade: ${i.itemClass}.`,
    statTrak: ' Um contador StatTrak™ registra cada abate confirmado feito com esta arma.',
    souvenir: ' Uma lembrança de um torneio Major, decorada com os adesivos do evento.',
    delivery: ' Entregue no seu inventário Steam pelo seu link de troca.',
  },
};

/** The item's description in the language with this code (one of the shipped languages). */
export function describeItem(item: ItemFacts, languageCode: string): string {
  const language = languages.find((candidate) => candidate.code === languageCode);
  const wording = wordings[languageCode];
  if (!language || !wording) throw new Error(`no item wording for language "${languageCode}"`);
  const words = itemVocabulary[language.id] ?? {};
  const word = (english: string) => words[itemWordKey(english)] ?? english;
  const shared = { type: word(item.type), rarity: word(item.rarity), itemClass: word(item.itemClass) };
  if (item.game === 'dota2') return wording.dota2({ ...item, ...shared }) + wording.delivery;
  const extra = item.itemClass === 'StatTrak™' ? wording.statTrak : item.itemClass === 'Souvenir' ? wording.souvenir : '';
  return wording.cs2({ ...item, ...shared, exterior: word(item.exterior) }, extra) + wording.delivery;
}

/** The languages descriptions are written in, as [id, code]. */
export const describedLanguages = languages.map((language) => [language.id, language.code] as const);
