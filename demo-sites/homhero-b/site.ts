// homhero-b: Noosa Beach Houses, a second letting agency on the HomHero WordPress plugin whose listing post type
// is registered under `property`: the listings archive (with the search form) is /property/ and each listing page
// is /property/<slug>/ (also answering at /property/<listing id>/). Everything else (plugin script, admin-ajax
// search/quote/book, checkout, confirmation) is demo-sites/platforms/homhero/plugin.ts; the homes are its data.ts.
import { homheroSite } from '../platforms/homhero/plugin.ts';

export default homheroSite({
  slug: 'homhero-b',
  platform: 'HomHero WordPress plugin (admin-ajax), listing pages under /property/, HomHero checkout',
  chrome: {
    brand: 'Noosa Beach Houses', tagline: 'Beach houses and apartments around Noosa', accent: '#2f7f8f',
    nav: [{ label: 'Our properties', href: '/property/?location=Noosa' }],
    stylesheet: '/wp-content/themes/kadence/style.css', footer: 'Noosa Beach Houses · Licensed real estate agent (QLD) · Bookings by HomHero',
  },
  folder: '/property/',
  byId: true,
  refPrefix: 'NBH',
  home: 'Noosa beach houses',
});
