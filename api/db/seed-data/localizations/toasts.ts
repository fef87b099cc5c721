// The toasts' texts by language id, keyed by the English text the shop (browser or API) writes:
// `toast.<English text>` (toastKey in contract/rules/toast-key.ts). The notifier shows the customer's
// language; a message no file has stays as written.
import { toastKey } from '../../../../contract/rules/toast-key';
import { byLanguage, type RowOfLanguages } from './by-language';
import { priceAlertMessages } from './price-alerts';

const messages = [
  // English, German, French, Spanish, Polish, Portuguese
  ['You have successfully logged in!', 'Sie haben sich erfolgreich angemeldet!', 'Vous êtes connecté !', '¡Has iniciado sesión correctamente!', 'Zalogowano pomyślnie!', 'Sessão iniciada com sucesso!'],
  ['An error occurred while trying to log in. Please try again.', 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.', 'Une erreur est survenue lors de la connexion. Veuillez réessayer.', 'Se produjo un error al iniciar sesión. Inténtalo de nuevo.', 'Podczas logowania wystąpił błąd. Spróbuj ponownie.', 'Ocorreu um erro ao iniciar sessão. Tente novamente.'],
  ['An error occurred. Please try again later.', 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.', 'Une erreur est survenue. Veuillez réessayer plus tard.', 'Se produjo un error. Inténtalo más tarde.', 'Wystąpił błąd. Spróbuj ponownie później.', 'Ocorreu um erro. Tente novamente mais tarde.'],
  ['An error occurred. Please try again.', 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.', 'Une erreur est survenue. Veuillez réessayer.', 'Se produjo un error. Inténtalo de nuevo.', 'Wystąpił błąd. Spróbuj ponownie.', 'Ocorreu um erro. Tente novamente.'],
  ['Confirmation link has been resent.', 'Der Bestätigungslink wurde erneut gesendet.', 'Le lien de confirmation a été renvoyé.', 'Se ha reenviado el enlace de confirmación.', 'Link potwierdzający został wysłany ponownie.', 'O link de confirmação foi reenviado.'],
  ['Your email has been verified!', 'Ihre E-Mail-Adresse wurde bestätigt!', 'Votre e-mail a été vérifié !', '¡Tu correo ha sido verificado!', 'Twój e-mail został zweryfikowany!', 'O seu e-mail foi verificado!'],
  ['Your email is already verified.', 'Ihre E-Mail-Adresse ist bereits bestätigt.', 'Votre e-mail est déjà vérifié.', 'Tu correo ya está verificado.', 'Twój e-mail jest już zweryfikowany.', 'O seu e-mail já está verificado.'],
  ['There was an error verifying your email. Please try again.', 'Beim Bestätigen Ihrer E-Mail-Adresse ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.', 'Une erreur est survenue lors de la vérification de votre e-mail. Veuillez réessayer.', 'Se produjo un error al verificar tu correo. Inténtalo de nuevo.', 'Podczas weryfikacji e-maila wystąpił błąd. Spróbuj ponownie.', 'Ocorreu um erro ao verificar o seu e-mail. Tente novamente.'],
  ['Steam sign-in failed. Please try again.', 'Die Anmeldung mit Steam ist fehlgeschlagen. Bitte versuchen Sie es erneut.', 'La connexion avec Steam a échoué. Veuillez réessayer.', 'El inicio de sesión con Steam falló. Inténtalo de nuevo.', 'Logowanie przez Steam nie powiodło się. Spróbuj ponownie.', 'O início de sessão com a Steam falhou. Tente novamente.'],
  ['Item added to cart', 'Artikel zum Warenkorb hinzugefügt', 'Article ajouté au panier', 'Artículo añadido al carrito', 'Dodano do koszyka', 'Item adicionado ao carrinho'],
  ['Item already in cart', 'Artikel ist bereits im Warenkorb', "L'article est déjà dans le panier", 'El artículo ya está en el carrito', 'Przedmiot jest już w koszyku', 'O item já está no carrinho'],
  ['Cart cleared successfully', 'Warenkorb geleert', 'Panier vidé', 'Carrito vaciado', 'Koszyk wyczyszczony', 'Carrinho esvaziado'],
  ['Failed to clear cart. Please try again later.', 'Der Warenkorb konnte nicht geleert werden. Bitte versuchen Sie es später erneut.', 'Impossible de vider le panier. Veuillez réessayer plus tard.', 'No se pudo vaciar el carrito. Inténtalo más tarde.', 'Nie udało się wyczyścić koszyka. Spróbuj ponownie później.', 'Não foi possível esvaziar o carrinho. Tente novamente mais tarde.'],
  ['This item is no longer available', 'Dieser Artikel ist nicht mehr verfügbar', "Cet article n'est plus disponible", 'Este artículo ya no está disponible', 'Ten przedmiot nie jest już dostępny', 'Este item já não está disponível'],
  ['Purchased successfully', 'Kauf erfolgreich', 'Achat effectué', 'Compra realizada', 'Zakup zakończony', 'Compra concluída'],
  ['Not enough funds', 'Nicht genügend Guthaben', 'Solde insuffisant', 'Saldo insuficiente', 'Niewystarczające środki', 'Saldo insuficiente'],
  ['Your balance has been successfully topped up', 'Ihr Guthaben wurde erfolgreich aufgeladen', 'Votre solde a été rechargé', 'Tu saldo se ha recargado correctamente', 'Saldo zostało doładowane', 'O seu saldo foi carregado com sucesso'],
  ['Offer sent successfully.', 'Angebot erfolgreich gesendet.', 'Offre envoyée.', 'Oferta enviada correctamente.', 'Oferta została wysłana.', 'Oferta enviada com sucesso.'],
  ['Offer accepted successfully.', 'Angebot angenommen.', 'Offre acceptée.', 'Oferta aceptada.', 'Oferta została przyjęta.', 'Oferta aceite.'],
  ['Offer declined successfully.', 'Angebot abgelehnt.', 'Offre refusée.', 'Oferta rechazada.', 'Oferta została odrzucona.', 'Oferta recusada.'],
  // Selling by trade (issue 26).
  ['We will send you the trade offer again.', 'Wir senden Ihnen das Handelsangebot erneut.', "Nous vous renverrons l'offre d'échange.", 'Te enviaremos de nuevo la oferta de intercambio.', 'Wyślemy Ci ofertę wymiany ponownie.', 'Vamos enviar-lhe a proposta de troca novamente.'],
  ['Offer cancelled.', 'Angebot zurückgezogen.', 'Offre annulée.', 'Oferta cancelada.', 'Oferta została anulowana.', 'Oferta cancelada.'],
  ['Our price has expired. Please send the offer again for a new price.', 'Unser Preis ist abgelaufen. Bitte senden Sie das Angebot erneut, um einen neuen Preis zu erhalten.', 'Notre prix a expiré. Veuillez renvoyer l\'offre pour obtenir un nouveau prix.', 'Nuestro precio ha caducado. Envía la oferta de nuevo para obtener un precio nuevo.', 'Nasza cena wygasła. Wyślij ofertę ponownie, aby otrzymać nową cenę.', 'O nosso preço expirou. Envie a oferta novamente para obter um novo preço.'],
  ['Our price for this item has changed. Please check the new price and sell again.', 'Unser Preis für diesen Artikel hat sich geändert. Bitte prüfen Sie den neuen Preis und verkaufen Sie erneut.', 'Notre prix pour cet article a changé. Veuillez vérifier le nouveau prix et vendre à nouveau.', 'Nuestro precio para este artículo ha cambiado. Revisa el nuevo precio y vuelve a vender.', 'Nasza cena za ten przedmiot się zmieniła. Sprawdź nową cenę i sprzedaj ponownie.', 'O nosso preço para este item mudou. Verifique o novo preço e venda novamente.'],
  ['Please save your trade link first', 'Bitte speichern Sie zuerst Ihren Handelslink', "Veuillez d'abord enregistrer votre lien d'échange", 'Guarda primero tu enlace de intercambio', 'Najpierw zapisz swój link do wymiany', 'Guarde primeiro o seu link de troca'],
  ['Could not load countries.', 'Die Länder konnten nicht geladen werden.', 'Impossible de charger les pays.', 'No se pudieron cargar los países.', 'Nie udało się wczytać krajów.', 'Não foi possível carregar os países.'],
  ['Failed to change email. Please try again later.', 'Die E-Mail-Adresse konnte nicht geändert werden. Bitte versuchen Sie es später erneut.', "Impossible de modifier l'e-mail. Veuillez réessayer plus tard.", 'No se pudo cambiar el correo. Inténtalo más tarde.', 'Nie udało się zmienić e-maila. Spróbuj ponownie później.', 'Não foi possível alterar o e-mail. Tente novamente mais tarde.'],
  ['Your email has been changed. Please log in again.', 'Ihre E-Mail-Adresse wurde geändert. Bitte melden Sie sich erneut an.', 'Votre e-mail a été modifié. Veuillez vous reconnecter.', 'Tu correo ha sido cambiado. Vuelve a iniciar sesión.', 'Twój e-mail został zmieniony. Zaloguj się ponownie.', 'O seu e-mail foi alterado. Inicie sessão novamente.'],
  ['Failed to fetch purchase history', 'Die Bestellhistorie konnte nicht geladen werden', "Impossible de charger l'historique des commandes", 'No se pudo cargar el historial de compras', 'Nie udało się wczytać historii zakupów', 'Não foi possível carregar o histórico de compras'],
  ['Failed to fetch deposit history', 'Die Transaktionen konnten nicht geladen werden', 'Impossible de charger les transactions', 'No se pudieron cargar las transacciones', 'Nie udało się wczytać transakcji', 'Não foi possível carregar as transações'],
  ['Profile updated successfully', 'Profil aktualisiert', 'Profil mis à jour', 'Perfil actualizado', 'Profil został zaktualizowany', 'Perfil atualizado'],
  ['Trade link updated successfully', 'Handelslink aktualisiert', "Lien d'échange mis à jour", 'Enlace de intercambio actualizado', 'Link wymiany został zaktualizowany', 'Link de troca atualizado'],
  ['Two-factor authentication is on', 'Zwei-Faktor-Authentifizierung ist aktiviert', "L'authentification à deux facteurs est activée", 'La autenticación en dos pasos está activada', 'Uwierzytelnianie dwuskładnikowe jest włączone', 'A autenticação de dois fatores está ativada'],
  ['Two-factor authentication is off', 'Zwei-Faktor-Authentifizierung ist deaktiviert', "L'authentification à deux facteurs est désactivée", 'La autenticación en dos pasos está desactivada', 'Uwierzytelnianie dwuskładnikowe jest wyłączone', 'A autenticação de dois fatores está desativada'],
  ['A verification code has been sent to your email.', 'Ein Bestätigungscode wurde an Ihre E-Mail-Adresse gesendet.', 'Un code de vérification a été envoyé à votre e-mail.', 'Se ha enviado un código de verificación a tu correo.', 'Kod weryfikacyjny został wysłany na Twój e-mail.', 'Foi enviado um código de verificação para o seu e-mail.'],
  ['We will send the offer again', 'Wir senden das Angebot erneut', "Nous renverrons l'offre", 'Volveremos a enviar la oferta', 'Wyślemy ofertę ponownie', 'Vamos enviar a oferta novamente'],
  ['This delivery is not paused', 'Diese Lieferung ist nicht pausiert', "Cette livraison n'est pas en pause", 'Esta entrega no está en pausa', 'Ta dostawa nie jest wstrzymana', 'Esta entrega não está em pausa'],
  // The wishlist (issue 27).
  ...priceAlertMessages,
] as const satisfies readonly RowOfLanguages[];

/** The English texts this file translates. */
export const toastMessages: readonly string[] = messages.map(([english]) => english);

export default byLanguage(messages, toastKey);
