/** Facts about the company that several parts of the site repeat. */
export const company = {
  name: 'Corvane',
  legalName: 'Corvane Technologies Ltd',
  founded: 2008,
  tagline: 'IT services and staffing, since 2008',
  blurb:
    'Corvane has helped businesses build, secure and staff their technology since 2008. Founded in the UK, we now deliver for clients on four continents.',
  email: 'info@corvane.example',
  careersEmail: 'careers@corvane.example',
  phone: '+44 1664 000 208',
  phoneHref: 'tel:+441664000208',
  mainOffice: '12 Burton Street, Melton Mowbray, Leicestershire LE13 1AE, United Kingdom',
} as const;
