/** The header navigation of SPEC §2, in order. Labels are keys of the `common` namespace. */
export const HEADER_NAV_LINKS = [
  { to: '/products', labelKey: 'nav.medicines' },
  { to: '/lab-tests', labelKey: 'nav.labTests' },
  { to: '/doctors', labelKey: 'nav.doctors' },
  { to: '/hospitals', labelKey: 'nav.hospitals' },
  { to: '/services', labelKey: 'nav.services' },
  { to: '/ai-healthcare', labelKey: 'nav.aiHealthcare' },
  { to: '/communication', labelKey: 'nav.healthChat' },
  { to: '/products/category/4', labelKey: 'nav.covid19' },
  { to: '/products/category/5', labelKey: 'nav.ayurveda' },
  { to: '/products/category/6', labelKey: 'nav.healthcareDevices' },
  { to: '/products/category/7', labelKey: 'nav.saffron' },
  { to: '/health-blog', labelKey: 'nav.healthBlog' },
  { to: '/plus', labelKey: 'nav.plus' },
  { to: '/offers', labelKey: 'nav.offers' },
  { to: '/value-store', labelKey: 'nav.valueStore' },
] as const;

/** The footer links of SPEC §2, grouped into two columns. */
export const FOOTER_LINK_GROUPS = [
  {
    headingKey: 'footer.company',
    links: [
      { to: '/about', labelKey: 'footer.aboutUs' },
      { to: '/careers', labelKey: 'footer.careers' },
      { to: '/blog', labelKey: 'footer.blog' },
      { to: '/partner', labelKey: 'footer.partner' },
    ],
  },
  {
    headingKey: 'footer.helpLegal',
    links: [
      { to: '/terms', labelKey: 'footer.terms' },
      { to: '/privacy', labelKey: 'footer.privacy' },
      { to: '/consult', labelKey: 'footer.consult' },
      { to: '/health-blog', labelKey: 'footer.healthBlog' },
    ],
  },
] as const;
