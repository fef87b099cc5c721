import { COMPANY_NAME, COMPANY_NUMBER } from '../settings';
import type { PageTexts } from './page-texts';

export const germanPages: PageTexts = {
  'terms-and-conditions': {
    title: 'Allgemeine Geschäftsbedingungen',
    header: `<h1>Allgemeine Geschäftsbedingungen</h1>
<p>Diese Bedingungen regeln die Nutzung des Shops, der von ${COMPANY_NAME} (Handelsregisternummer ${COMPANY_NUMBER}) betrieben wird. Stand: 1. November 2026.</p>`,
    content: `<h2>1. Über diese Bedingungen</h2>
<p>Mit dem Anlegen eines Kontos, dem Aufladen Ihres Guthabens oder dem Kauf eines Artikels stimmen Sie diesen Bedingungen zu. Wenn Sie nicht zustimmen, nutzen Sie den Shop bitte nicht. Wir können die Bedingungen von Zeit zu Zeit ändern; für eine Bestellung gilt die Fassung, die bei ihrer Aufgabe auf dieser Seite veröffentlicht ist.</p>
<h2>2. Ihr Konto</h2>
<p>Sie müssen mindestens 18 Jahre alt sein oder die Zustimmung eines Elternteils oder Vormunds haben, um ein Konto zu eröffnen. Sie sind dafür verantwortlich, Ihr Passwort und Ihr E-Mail-Konto zu schützen. Sie können die Zwei-Faktor-Authentifizierung aktivieren; wir empfehlen es dringend.</p>
<p>Um Artikel zu erhalten, müssen Sie einen gültigen Steam-Handelslink und Ihre Steam-ID angeben. Artikel werden nur an das dadurch bezeichnete Steam-Konto geliefert; bitte prüfen Sie die Angaben sorgfältig.</p>
<h2>3. Guthaben und Zahlungen</h2>
<p>Sie können Ihr Guthaben per Karte über unseren Zahlungsdienstleister aufladen. Eingezahltes Guthaben kann nur für Skins in diesem Shop ausgegeben werden. <strong>Es kann nicht ausgezahlt, auf Ihre Karte zurückerstattet oder auf ein anderes Konto übertragen werden</strong>, außer wenn das Gesetz es verlangt.</p>
<p>Preise werden in Euro festgelegt. Preise in anderen Währungen sind zu unserem aktuellen Kurs umgerechnet und dienen Ihrer Orientierung; Ihr Guthaben wird immer in Euro geführt.</p>
<h2>4. Artikel kaufen</h2>
<p>Eine Bestellung ist abgeschlossen, wenn der Preis von Ihrem Guthaben abgebucht wurde. Jeder angebotene Artikel ist einzigartig: Versuchen zwei Kunden gleichzeitig, denselben Artikel zu kaufen, gelingt nur der erste Kauf, und der andere Kunde wird nicht belastet.</p>
<p>Wir senden den Artikel an Ihren Steam-Handelslink, meist innerhalb weniger Minuten. Steam kann einen Handel bis zu sieben Tage zurückhalten; darauf haben wir keinen Einfluss.</p>
<h2>5. Artikel an uns verkaufen</h2>
<p>Wenn Angebote aktiviert sind, können Sie uns einen Artikel zum Kauf anbieten. Wir antworten mit unserem Preis, den Sie annehmen oder ablehnen können. Nach der Annahme können Sie eine Auszahlung per Karte oder SEPA-Überweisung anfordern. Wir antworten innerhalb von 48 Stunden per E-Mail.</p>
<h2>6. Faire Nutzung</h2>
<ul>
<li>Nutzen Sie den Shop nicht für Betrug, Geldwäsche oder den Handel mit gestohlenen Artikeln.</li>
<li>Versuchen Sie nicht, den Dienst zu stören oder auf Konten anderer Kunden zuzugreifen.</li>
<li>Wir können Konten sperren, die gegen diese Regeln verstoßen, und rechtswidriges Verhalten den Behörden melden.</li>
</ul>
<h2>7. Haftung</h2>
<p>Virtuelle Artikel werden von ihren Spieleherausgebern lizenziert, die sie ändern oder entfernen können. Für solche Änderungen haften wir nicht. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.</p>
<h2>8. Kontakt</h2>
<p>Fragen zu diesen Bedingungen senden Sie bitte an unsere Support-Adresse, die unten auf jeder Seite steht.</p>`,
  },
  'privacy-policy': {
    title: 'Datenschutzerklärung',
    header: `<h1>Datenschutzerklärung</h1>
<p>Wie ${COMPANY_NAME} Ihre personenbezogenen Daten erhebt, verwendet und schützt. Stand: 1. November 2026.</p>`,
    content: `<h2>1. Wer wir sind</h2>
<p>${COMPANY_NAME} ist Verantwortlicher für die personenbezogenen Daten, die über diesen Shop verarbeitet werden. Sie erreichen uns unter der Support-Adresse in der Fußzeile jeder Seite.</p>
<h2>2. Was wir erheben</h2>
<ul>
<li><strong>Kontodaten:</strong> E-Mail-Adresse, Passwort (nur als gesalzener Hash gespeichert), Name und Kontaktdaten, die Sie in Ihrem Profil angeben.</li>
<li><strong>Lieferdaten:</strong> Ihre Steam-ID und Ihr Steam-Handelslink.</li>
<li><strong>Zahlungsdaten:</strong> Betrag, Währung und Status jeder Aufladung. Kartendaten verarbeitet unser Zahlungsdienstleister; sie erreichen unsere Server nie.</li>
<li><strong>Technische Daten:</strong> ein Sitzungs-Cookie, das Sie angemeldet hält, und Serverprotokolle zur Sicherheit.</li>
</ul>
<h2>3. Wozu wir sie verwenden</h2>
<p>Wir verwenden Ihre Daten, um Ihr Konto zu führen, gekaufte Artikel zu liefern, Zahlungen und Auszahlungen abzuwickeln, Betrug zu verhindern und gesetzliche Pflichten zu erfüllen, etwa die Aufbewahrung von Buchhaltungsunterlagen.</p>
<h2>4. An wen wir sie weitergeben</h2>
<p>Wir geben Daten nur an die Auftragsverarbeiter weiter, die wir für den Betrieb des Shops brauchen: unseren Hosting-Anbieter, unseren Zahlungsdienstleister und unseren E-Mail-Anbieter. Wir verkaufen Ihre personenbezogenen Daten nie.</p>
<h2>5. Wie lange wir sie aufbewahren</h2>
<p>Kontodaten bewahren wir auf, solange Ihr Konto besteht. Transaktionsdaten bewahren wir so lange auf, wie das Steuerrecht es verlangt, meist zehn Jahre. Protokolle werden nach 30 Tagen gelöscht.</p>
<h2>6. Ihre Rechte</h2>
<p>Sie können eine Kopie Ihrer Daten, ihre Berichtigung oder Löschung verlangen oder der Verarbeitung widersprechen. Sie können sich auch bei Ihrer Datenschutzbehörde beschweren. Schreiben Sie an unsere Support-Adresse; wir antworten innerhalb eines Monats.</p>`,
  },
  'cookie-notice': {
    title: 'Cookie-Hinweis',
    header: `<h1>Cookie-Hinweis</h1>
<p>Eine kurze Übersicht über die Cookies und den lokalen Speicher, die dieser Shop verwendet.</p>`,
    content: `<p>Wir verwenden so wenige Cookies wie möglich. Wir verwenden keine Werbe-Cookies und verfolgen Sie nicht über andere Websites hinweg.</p>
<h2>Unbedingt erforderlich</h2>
<ul>
<li><strong>sid</strong>: hält Sie angemeldet. Es wird bei der Anmeldung gesetzt, ist für Skripte nicht lesbar und wird bei der Abmeldung gelöscht.</li>
</ul>
<h2>Einstellungen</h2>
<p>Ihre gewählte Anzeigewährung, Ihre Sprache und ob Sie diesen Hinweis akzeptiert haben, werden im lokalen Speicher Ihres Browsers abgelegt. Sie verlassen Ihr Gerät nie.</p>
<h2>Ihre Wahl</h2>
<p>Da wir nur verwenden, was für den Betrieb des Shops nötig ist, ist für diese Cookies keine Einwilligung erforderlich. Sie können sie dennoch jederzeit in Ihren Browsereinstellungen löschen; Sie werden dann abgemeldet.</p>
<p>Alle Einzelheiten finden Sie in unserer Cookie-Richtlinie.</p>`,
  },
  'cookie-policy': {
    title: 'Cookie-Richtlinie',
    header: `<h1>Cookie-Richtlinie</h1>
<p>Welche Cookies und ähnlichen Technologien wir verwenden, warum, und wie Sie sie steuern können. Stand: 1. November 2026.</p>`,
    content: `<h2>1. Was Cookies sind</h2>
<p>Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Der lokale Speicher ist ein ähnlicher Mechanismus, der Daten auf Ihrem Gerät hält, ohne sie mit jeder Anfrage zu senden.</p>
<h2>2. Cookies, die wir setzen</h2>
<table>
<thead><tr><th>Name</th><th>Zweck</th><th>Laufzeit</th></tr></thead>
<tbody>
<tr><td>sid</td><td>Hält Sie angemeldet; httpOnly und SameSite=Lax</td><td>Bis zur Abmeldung, höchstens 30 Tage</td></tr>
</tbody>
</table>
<h2>3. Lokaler Speicher</h2>
<p>Wir merken uns Ihre Anzeigewährung, Ihre Sprache und dass Sie den Cookie-Hinweis akzeptiert haben, damit der Shop bei Ihrem nächsten Besuch gleich aussieht.</p>
<h2>4. Dritte</h2>
<p>Wenn Sie bezahlen, werden Sie auf die Seite unseres Zahlungsdienstleisters geleitet, die nach ihrer eigenen Richtlinie eigene Cookies setzt. Analysen sind nur aktiv, wenn der Betreiber sie einrichtet, und dann erst, nachdem Sie diesen Hinweis akzeptiert haben.</p>
<h2>5. Cookies verwalten</h2>
<p>Sie können Cookies in Ihren Browsereinstellungen blockieren oder löschen. Wenn Sie das Sitzungs-Cookie blockieren, können Sie sich nicht anmelden.</p>`,
  },
};
