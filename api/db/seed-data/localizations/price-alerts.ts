// Texts of the wishlist (issue 27): the product page's price alert button and dialog, the profile's
// Wishlist tab and the messages the browser and the API write for them, in every shipped language.
// {price} and {title} are filled in by the page.
import type { RowOfLanguages } from './by-language';
import type { Translations } from './index';

// key: English, German, French, Spanish, Polish, Portuguese
const texts: Record<string, RowOfLanguages> = {
  'priceAlert.button': ['Notify me when cheaper', 'Benachrichtigen, wenn günstiger', 'Me prévenir si moins cher', 'Avisarme si baja de precio', 'Powiadom, gdy stanieje', 'Avisar-me quando baixar'],
  'priceAlert.buttonSet': ['Price alert: {price}', 'Preisalarm: {price}', 'Alerte prix : {price}', 'Alerta de precio: {price}', 'Alert cenowy: {price}', 'Alerta de preço: {price}'],
  'priceAlert.title': ['Price alert', 'Preisalarm', 'Alerte prix', 'Alerta de precio', 'Alert cenowy', 'Alerta de preço'],
  'priceAlert.text': [
    'We e-mail you once when a copy of {title} is listed at or below your target price.',
    'Wir schreiben Ihnen einmal eine E-Mail, sobald ein Exemplar von {title} zu oder unter Ihrem Zielpreis angeboten wird.',
    "Nous vous écrivons une fois dès qu'un exemplaire de {title} est proposé à votre prix cible ou moins.",
    'Te enviaremos un correo una vez cuando haya una copia de {title} a tu precio objetivo o menos.',
    'Wyślemy Ci jeden e-mail, gdy egzemplarz {title} pojawi się w cenie docelowej lub niższej.',
    'Enviamos-lhe um e-mail uma vez quando houver um exemplar de {title} ao seu preço-alvo ou abaixo.',
  ],
  'priceAlert.priceNow': ['Price now: {price}', 'Preis jetzt: {price}', 'Prix actuel : {price}', 'Precio actual: {price}', 'Cena teraz: {price}', 'Preço atual: {price}'],
  'priceAlert.target': ['Target price', 'Zielpreis', 'Prix cible', 'Precio objetivo', 'Cena docelowa', 'Preço-alvo'],
  'priceAlert.existing': [
    'You are watching this item at {price}. Saving sets the new target.',
    'Sie beobachten diesen Artikel bei {price}. Speichern setzt den neuen Zielpreis.',
    'Vous suivez cet article à {price}. Enregistrer fixe le nouveau prix cible.',
    'Ya sigues este artículo a {price}. Al guardar se fija el nuevo objetivo.',
    'Obserwujesz ten przedmiot przy cenie {price}. Zapisanie ustawi nową cenę docelową.',
    'Já acompanha este item a {price}. Guardar define o novo preço-alvo.',
  ],
  'priceAlert.save': ['Save alert', 'Alarm speichern', "Enregistrer l'alerte", 'Guardar alerta', 'Zapisz alert', 'Guardar alerta'],
  'priceAlert.saved': [
    'Saved. We will e-mail you when {title} is listed at {price} or less.',
    'Gespeichert. Wir schreiben Ihnen, sobald {title} für {price} oder weniger angeboten wird.',
    'Enregistré. Nous vous écrirons dès que {title} sera proposé à {price} ou moins.',
    'Guardado. Te escribiremos cuando {title} esté a {price} o menos.',
    'Zapisano. Napiszemy, gdy {title} pojawi się za {price} lub taniej.',
    'Guardado. Escrevemos-lhe quando {title} estiver a {price} ou menos.',
  ],
  'priceAlert.change': ['Change target', 'Zielpreis ändern', 'Modifier le prix cible', 'Cambiar objetivo', 'Zmień cenę docelową', 'Alterar preço-alvo'],
  'priceAlert.close': ['Close', 'Schließen', 'Fermer', 'Cerrar', 'Zamknij', 'Fechar'],
  'priceAlert.loading': ['Loading your price alert', 'Ihr Preisalarm wird geladen', 'Chargement de votre alerte prix', 'Cargando tu alerta de precio', 'Wczytywanie alertu cenowego', 'A carregar o seu alerta de preço'],
  'profile.tab.wishlist': ['Wishlist', 'Wunschliste', 'Liste de souhaits', 'Lista de deseos', 'Lista życzeń', 'Lista de desejos'],
  'wishlist.intro': [
    'Your price alerts: we e-mail you once when a copy is listed at or below your target.',
    'Ihre Preisalarme: Wir schreiben Ihnen einmal, sobald ein Exemplar zu oder unter Ihrem Zielpreis angeboten wird.',
    "Vos alertes prix : nous vous écrivons une fois dès qu'un exemplaire est proposé à votre prix cible ou moins.",
    'Tus alertas de precio: te escribimos una vez cuando haya una copia a tu precio objetivo o menos.',
    'Twoje alerty cenowe: napiszemy raz, gdy egzemplarz pojawi się w cenie docelowej lub niższej.',
    'Os seus alertas de preço: escrevemos-lhe uma vez quando houver um exemplar ao preço-alvo ou abaixo.',
  ],
  'wishlist.empty': [
    'No price alerts yet. Open an item and choose "Notify me when cheaper".',
    'Noch keine Preisalarme. Öffnen Sie einen Artikel und wählen Sie „Benachrichtigen, wenn günstiger“.',
    'Aucune alerte prix. Ouvrez un article et choisissez « Me prévenir si moins cher ».',
    'Aún no tienes alertas. Abre un artículo y elige «Avisarme si baja de precio».',
    'Brak alertów cenowych. Otwórz przedmiot i wybierz „Powiadom, gdy stanieje”.',
    'Ainda sem alertas de preço. Abra um item e escolha «Avisar-me quando baixar».',
  ],
  'wishlist.target': ['Target', 'Zielpreis', 'Prix cible', 'Objetivo', 'Cena docelowa', 'Preço-alvo'],
  'wishlist.lowest': ['Lowest now', 'Günstigster jetzt', 'Le moins cher', 'Más barato ahora', 'Najniższa teraz', 'Mais barato agora'],
  'wishlist.noneListed': ['None on sale', 'Keiner im Angebot', 'Aucun en vente', 'Ninguno a la venta', 'Brak w sprzedaży', 'Nenhum à venda'],
  'wishlist.waiting': ['Waiting', 'Wartet', 'En attente', 'Esperando', 'Oczekuje', 'A aguardar'],
  'wishlist.sent': ['E-mail sent', 'E-Mail gesendet', 'E-mail envoyé', 'Correo enviado', 'E-mail wysłany', 'E-mail enviado'],
  'wishlist.delete': ['Delete', 'Löschen', 'Supprimer', 'Eliminar', 'Usuń', 'Eliminar'],
  'wishlist.deleteLabel': [
    'Delete the price alert for {title}',
    'Preisalarm für {title} löschen',
    "Supprimer l'alerte prix de {title}",
    'Eliminar la alerta de precio de {title}',
    'Usuń alert cenowy dla {title}',
    'Eliminar o alerta de preço de {title}',
  ],
  'wishlist.loadFailed': [
    'Your wishlist could not be loaded.',
    'Ihre Wunschliste konnte nicht geladen werden.',
    "Votre liste de souhaits n'a pas pu être chargée.",
    'No se pudo cargar tu lista de deseos.',
    'Nie udało się wczytać listy życzeń.',
    'Não foi possível carregar a sua lista de desejos.',
  ],
  'wishlist.retry': ['Try again', 'Erneut versuchen', 'Réessayer', 'Reintentar', 'Spróbuj ponownie', 'Tentar novamente'],
};

// Messages the browser's checks and the API write in English, shown through toastKey (toasts.ts takes them in).
export const priceAlertMessages: readonly RowOfLanguages[] = [
  ['Price alert saved.', 'Preisalarm gespeichert.', 'Alerte prix enregistrée.', 'Alerta de precio guardada.', 'Alert cenowy zapisany.', 'Alerta de preço guardado.'],
  ['Price alert deleted.', 'Preisalarm gelöscht.', 'Alerte prix supprimée.', 'Alerta de precio eliminada.', 'Alert cenowy usunięty.', 'Alerta de preço eliminado.'],
  ['Please enter a target price.', 'Bitte geben Sie einen Zielpreis ein.', 'Veuillez saisir un prix cible.', 'Introduce un precio objetivo.', 'Podaj cenę docelową.', 'Introduza um preço-alvo.'],
  ['The target price must be a number.', 'Der Zielpreis muss eine Zahl sein.', 'Le prix cible doit être un nombre.', 'El precio objetivo debe ser un número.', 'Cena docelowa musi być liczbą.', 'O preço-alvo tem de ser um número.'],
  ['The target price must be greater than 0.', 'Der Zielpreis muss größer als 0 sein.', 'Le prix cible doit être supérieur à 0.', 'El precio objetivo debe ser mayor que 0.', 'Cena docelowa musi być większa od 0.', 'O preço-alvo tem de ser superior a 0.'],
  ['Must have at most 2 decimals', 'Höchstens 2 Nachkommastellen', 'Au plus 2 décimales', 'Como máximo 2 decimales', 'Najwyżej 2 miejsca po przecinku', 'No máximo 2 casas decimais'],
  [
    'You can keep at most 50 price alerts. Delete one first.',
    'Sie können höchstens 50 Preisalarme haben. Löschen Sie zuerst einen.',
    "Vous pouvez garder au plus 50 alertes prix. Supprimez-en d'abord une.",
    'Puedes tener como máximo 50 alertas de precio. Elimina una primero.',
    'Możesz mieć najwyżej 50 alertów cenowych. Najpierw usuń jeden.',
    'Pode ter no máximo 50 alertas de preço. Elimine um primeiro.',
  ],
];

/** The shipped languages by id, in the rows' column order (languages.ts). */
const LANGUAGE_IDS = [10, 11, 12, 13, 14, 15] as const;

export default Object.fromEntries(
  LANGUAGE_IDS.map((id, column) => [id, Object.fromEntries(Object.entries(texts).map(([key, row]) => [key, row[column]]))]),
) as Translations;
