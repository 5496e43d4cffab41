/**
 * Public contact details shown on the landing page footer (spec part 1 §2: {email}, {phone}).
 *
 * PLACEHOLDERS: every value marked TODO is a stand-in the product owner must replace before
 * launch. They are deliberately unroutable/obvious (`.example` domain, 0000 numbers, network
 * home pages) so nothing points at somebody else's account by accident.
 */
export const contact = {
  /** TODO(product): the real support mailbox. */
  email: 'contato@aceito.example',
  /** TODO(product): the real phone, as shown and as an E.164 tel: link. */
  phone: '(11) 0000-0000',
  phoneHref: 'tel:+551100000000',
  /** TODO(product): the support chat (e.g. a WhatsApp click-to-chat link https://wa.me/55DDDNUMERO). */
  supportChatUrl: 'https://wa.me/5511000000000',
  address: 'São Paulo, SP - Brasil',
  /** TODO(product): the brand's profile pages. */
  social: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const
