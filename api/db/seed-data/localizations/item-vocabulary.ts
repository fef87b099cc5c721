// The words items are described with (types, rarities, exteriors, classes) by language id. The API
// and the URLs keep the English values; only what the customer reads is translated (key: itemWordKey).
import { itemWordKey } from '../../../../contract/rules/item-words';
import { byLanguage, type RowOfLanguages } from './by-language';

const terms = [
  // English, German, French, Spanish, Polish, Portuguese
  ['Rifle', 'Gewehr', "Fusil d'assaut", 'Fusil', 'Karabin', 'Rifle'],
  ['Sniper Rifle', 'Scharfschützengewehr', 'Fusil de précision', 'Fusil de francotirador', 'Karabin snajperski', 'Rifle de precisão'],
  ['Pistol', 'Pistole', 'Pistolet', 'Pistola', 'Pistolet', 'Pistola'],
  ['SMG', 'Maschinenpistole', 'Pistolet-mitrailleur', 'Subfusil', 'Pistolet maszynowy', 'Submetralhadora'],
  ['Shotgun', 'Schrotflinte', 'Fusil à pompe', 'Escopeta', 'Strzelba', 'Escopeta'],
  ['Machinegun', 'Maschinengewehr', 'Mitrailleuse', 'Ametralladora', 'Karabin maszynowy', 'Metralhadora'],
  ['Knife', 'Messer', 'Couteau', 'Cuchillo', 'Nóż', 'Faca'],
  ['Gloves', 'Handschuhe', 'Gants', 'Guantes', 'Rękawice', 'Luvas'],
  ['Wearable', 'Ausrüstung', 'Équipement', 'Equipable', 'Element stroju', 'Vestível'],
  ['Courier', 'Kurier', 'Messager', 'Mensajero', 'Kurier', 'Mensageiro'],
  ['Ward', 'Beobachter', 'Balise', 'Centinela', 'Obserwator', 'Sentinela'],
  ['Taunt', 'Spott', 'Provocation', 'Burla', 'Drwina', 'Provocação'],
  ['Bundle', 'Paket', 'Ensemble', 'Lote', 'Zestaw', 'Pacote'],

  ['Consumer Grade', 'Verbraucherklasse', 'Qualité consommateur', 'Calidad de consumo', 'Klasa konsumencka', 'Nível Consumidor'],
  ['Industrial Grade', 'Industriequalität', 'Qualité industrielle', 'Calidad industrial', 'Klasa przemysłowa', 'Nível Industrial'],
  ['Mil-Spec Grade', 'Militärstandard', 'Spécification militaire', 'Calidad militar', 'Klasa wojskowa', 'Nível Militar'],
  ['Restricted', 'Limitiert', 'Restreint', 'Restringido', 'Zastrzeżone', 'Restrito'],
  ['Classified', 'Vertraulich', 'Classifié', 'Clasificado', 'Utajnione', 'Confidencial'],
  ['Covert', 'Verdeckt', 'Secret', 'Encubierto', 'Tajne', 'Secreto'],
  ['Contraband', 'Schmuggelware', 'Contrebande', 'Contrabando', 'Kontrabanda', 'Contrabando'],
  ['Common', 'Gewöhnlich', 'Commun', 'Común', 'Powszechny', 'Comum'],
  ['Uncommon', 'Ungewöhnlich', 'Peu commun', 'Poco común', 'Niepowszechny', 'Incomum'],
  ['Rare', 'Selten', 'Rare', 'Raro', 'Rzadki', 'Raro'],
  ['Mythical', 'Mythisch', 'Mythique', 'Mítico', 'Mityczny', 'Mítico'],
  ['Legendary', 'Legendär', 'Légendaire', 'Legendario', 'Legendarny', 'Lendário'],
  ['Immortal', 'Unsterblich', 'Immortel', 'Inmortal', 'Nieśmiertelny', 'Imortal'],
  ['Arcana', 'Arkana', 'Arcane', 'Arcano', 'Arkana', 'Arcana'],

  ['Factory New', 'Fabrikneu', 'Neuve', 'Recién fabricado', 'Prosto z fabryki', 'Nova de Fábrica'],
  ['Minimal Wear', 'Minimale Gebrauchsspuren', 'Très peu usée', 'Casi nuevo', 'Minimalne zużycie', 'Pouca Usada'],
  ['Field-Tested', 'Einsatzerprobt', 'Testée sur le terrain', 'Algo desgastado', 'Używany', 'Testada em Campo'],
  ['Well-Worn', 'Abgenutzt', 'Usée', 'Bastante desgastado', 'Mocno zużyty', 'Bem Desgastada'],
  ['Battle-Scarred', 'Kampfspuren', 'Marquée par les combats', 'Deplorable', 'Po ciężkich walkach', 'Veterana de Guerra'],
  ['Not Painted', 'Unlackiert', 'Non peinte', 'Sin pintar', 'Bez malowania', 'Sem pintura'],

  ['Normal', 'Normal', 'Normal', 'Normal', 'Zwykły', 'Normal'],
  ['StatTrak™', 'StatTrak™', 'StatTrak™', 'StatTrak™', 'StatTrak™', 'StatTrak™'],
  ['Souvenir', 'Souvenir', 'Souvenir', 'Recuerdo', 'Pamiątka', 'Lembrança'],
  ['Standard', 'Standard', 'Standard', 'Estándar', 'Standardowy', 'Padrão'],
  ['Inscribed', 'Beschriftet', 'Inscrit', 'Inscrito', 'Z inskrypcją', 'Inscrito'],
  ['Genuine', 'Echt', 'Authentique', 'Genuino', 'Oryginalny', 'Genuíno'],
  ['Autographed', 'Signiert', 'Dédicacé', 'Autografiado', 'Z autografem', 'Autografado'],
  ['Heroic', 'Heroisch', 'Héroïque', 'Heroico', 'Heroiczny', 'Heroico'],
] as const satisfies readonly RowOfLanguages[];

/** The English words this file translates (every seeded type, rarity, exterior and class). */
export const itemWords: readonly string[] = terms.map(([english]) => english);

export default byLanguage(terms, itemWordKey);
