// Texts added for accessibility and the tab title (skip link, carousel controls, document titles,
// folded filter groups, the close buttons of dialogs and toasts),
// in every shipped language.

const en = {
  'listing.filters.showAll': 'Show all ({count})',
  'listing.filters.showFewer': 'Show fewer',
  'shell.skipToContent': 'Skip to main content',
  'title.shop': 'Skin Shop',
  'title.home': 'Skin Shop — CS2 and Dota 2 skins',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.slide': '{index} of {count}',
  'dialog.close': 'Close dialog',
  'toast.close': 'Close notification',
};

const de: typeof en = {
  'listing.filters.showAll': 'Alle zeigen ({count})',
  'listing.filters.showFewer': 'Weniger zeigen',
  'shell.skipToContent': 'Zum Hauptinhalt springen',
  'title.shop': 'Skin Shop',
  'title.home': 'Skin Shop — Skins für CS2 und Dota 2',
  'carousel.previous': 'Vorherige Folie',
  'carousel.next': 'Nächste Folie',
  'carousel.slide': '{index} von {count}',
  'dialog.close': 'Dialog schließen',
  'toast.close': 'Benachrichtigung schließen',
};

const fr: typeof en = {
  'listing.filters.showAll': 'Tout afficher ({count})',
  'listing.filters.showFewer': 'Afficher moins',
  'shell.skipToContent': 'Aller au contenu principal',
  'title.shop': 'Skin Shop',
  'title.home': 'Skin Shop — skins CS2 et Dota 2',
  'carousel.previous': 'Diapositive précédente',
  'carousel.next': 'Diapositive suivante',
  'carousel.slide': '{index} sur {count}',
  'dialog.close': 'Fermer la fenêtre',
  'toast.close': 'Fermer la notification',
};

const es: typeof en = {
  'listing.filters.showAll': 'Mostrar todo ({count})',
  'listing.filters.showFewer': 'Mostrar menos',
  'shell.skipToContent': 'Saltar al contenido principal',
  'title.shop': 'Skin Shop',
  'title.home': 'Skin Shop — skins de CS2 y Dota 2',
  'carousel.previous': 'Diapositiva anterior',
  'carousel.next': 'Diapositiva siguiente',
  'carousel.slide': '{index} de {count}',
  'dialog.close': 'Cerrar el diálogo',
  'toast.close': 'Cerrar la notificación',
};

const pl: typeof en = {
  'listing.filters.showAll': 'Pokaż wszystkie ({count})',
  'listing.filters.showFewer': 'Pokaż mniej',
  'shell.skipToContent': 'Przejdź do treści głównej',
  'title.shop': 'Skin Shop',
  'title.home': 'Skin Shop — skiny do CS2 i Dota 2',
  'carousel.previous': 'Poprzedni slajd',
  'carousel.next': 'Następny slajd',
  'carousel.slide': '{index} z {count}',
  'dialog.close': 'Zamknij okno',
  'toast.close': 'Zamknij powiadomienie',
};

const pt: typeof en = {
  'listing.filters.showAll': 'Mostrar tudo ({count})',
  'listing.filters.showFewer': 'Mostrar menos',
  'shell.skipToContent': 'Saltar para o conteúdo principal',
  'title.shop': 'Skin Shop',
  'title.home': 'Skin Shop — skins de CS2 e Dota 2',
  'carousel.previous': 'Diapositivo anterior',
  'carousel.next': 'Diapositivo seguinte',
  'carousel.slide': '{index} de {count}',
  'dialog.close': 'Fechar a janela',
  'toast.close': 'Fechar a notificação',
};

export default { 10: en, 11: de, 12: fr, 13: es, 14: pl, 15: pt };
