// Texts of top-ups: the deposit modal, the payment pages and the transactions tab, in every shipped
// language. The spec's messages come from the machines and the API.

const en = {
  'deposit.title': 'Top up balance',
  'deposit.amount': 'Amount',
  'deposit.method': 'Payment method',
  'deposit.noMethods': 'No available payment methods',
  'deposit.submit': 'Continue to payment',
  'payment.processingTitle': 'Payment processing',
  'payment.processing': 'Your order is currently processing, please wait!',
  'payment.successTitle': 'Payment successful',
  'payment.failTitle': 'Payment failed',
  'payment.toTransactions': 'See transactions',
  'profile.tab.transactions': 'Transactions',
  'transactions.type': 'Type',
  'transactions.topUp': 'Top-up balance',
  'transactions.status.pending': 'Pending',
  'transactions.checkStatus': 'Check status',
};

const de: typeof en = {
  'deposit.title': 'Guthaben aufladen',
  'deposit.amount': 'Betrag',
  'deposit.method': 'Zahlungsart',
  'deposit.noMethods': 'Keine Zahlungsarten verfügbar',
  'deposit.submit': 'Weiter zur Zahlung',
  'payment.processingTitle': 'Zahlung wird bearbeitet',
  'payment.processing': 'Deine Bestellung wird gerade bearbeitet, bitte warte!',
  'payment.successTitle': 'Zahlung erfolgreich',
  'payment.failTitle': 'Zahlung fehlgeschlagen',
  'payment.toTransactions': 'Transaktionen ansehen',
  'profile.tab.transactions': 'Transaktionen',
  'transactions.type': 'Typ',
  'transactions.topUp': 'Guthaben-Aufladung',
  'transactions.status.pending': 'Ausstehend',
  'transactions.checkStatus': 'Status prüfen',
};

const fr: typeof en = {
  'deposit.title': 'Recharger le solde',
  'deposit.amount': 'Montant',
  'deposit.method': 'Moyen de paiement',
  'deposit.noMethods': 'Aucun moyen de paiement disponible',
  'deposit.submit': 'Continuer vers le paiement',
  'payment.processingTitle': 'Paiement en cours',
  'payment.processing': 'Votre commande est en cours de traitement, veuillez patienter !',
  'payment.successTitle': 'Paiement réussi',
  'payment.failTitle': 'Échec du paiement',
  'payment.toTransactions': 'Voir les transactions',
  'profile.tab.transactions': 'Transactions',
  'transactions.type': 'Type',
  'transactions.topUp': 'Recharge du solde',
  'transactions.status.pending': 'En attente',
  'transactions.checkStatus': 'Vérifier le statut',
};

const es: typeof en = {
  'deposit.title': 'Recargar saldo',
  'deposit.amount': 'Importe',
  'deposit.method': 'Método de pago',
  'deposit.noMethods': 'No hay métodos de pago disponibles',
  'deposit.submit': 'Continuar al pago',
  'payment.processingTitle': 'Pago en proceso',
  'payment.processing': 'Tu pedido se está procesando, ¡espera, por favor!',
  'payment.successTitle': 'Pago completado',
  'payment.failTitle': 'Pago fallido',
  'payment.toTransactions': 'Ver transacciones',
  'profile.tab.transactions': 'Transacciones',
  'transactions.type': 'Tipo',
  'transactions.topUp': 'Recarga de saldo',
  'transactions.status.pending': 'Pendiente',
  'transactions.checkStatus': 'Ver estado',
};

const pl: typeof en = {
  'deposit.title': 'Doładuj saldo',
  'deposit.amount': 'Kwota',
  'deposit.method': 'Metoda płatności',
  'deposit.noMethods': 'Brak dostępnych metod płatności',
  'deposit.submit': 'Przejdź do płatności',
  'payment.processingTitle': 'Płatność w toku',
  'payment.processing': 'Twoje zamówienie jest przetwarzane, prosimy czekać!',
  'payment.successTitle': 'Płatność udana',
  'payment.failTitle': 'Płatność nieudana',
  'payment.toTransactions': 'Zobacz transakcje',
  'profile.tab.transactions': 'Transakcje',
  'transactions.type': 'Typ',
  'transactions.topUp': 'Doładowanie salda',
  'transactions.status.pending': 'Oczekuje',
  'transactions.checkStatus': 'Sprawdź status',
};

const pt: typeof en = {
  'deposit.title': 'Carregar saldo',
  'deposit.amount': 'Valor',
  'deposit.method': 'Método de pagamento',
  'deposit.noMethods': 'Sem métodos de pagamento disponíveis',
  'deposit.submit': 'Continuar para o pagamento',
  'payment.processingTitle': 'Pagamento em processamento',
  'payment.processing': 'A sua encomenda está a ser processada, aguarde!',
  'payment.successTitle': 'Pagamento concluído',
  'payment.failTitle': 'Pagamento falhou',
  'payment.toTransactions': 'Ver transações',
  'profile.tab.transactions': 'Transações',
  'transactions.type': 'Tipo',
  'transactions.topUp': 'Carregamento de saldo',
  'transactions.status.pending': 'Pendente',
  'transactions.checkStatus': 'Ver estado',
};

export default { 10: en, 11: de, 12: fr, 13: es, 14: pl, 15: pt };
