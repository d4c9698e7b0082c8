// homhero: Noosa Coastal Retreats, Sunshine Coast homes run on HomHero and sold through its WordPress plugin
// (admin-ajax homhero_ajax_search, homhero_ajax_quote, homhero_ajax_book), with HomHero's own checkout and
// booking confirmation. The plugin's pages and answers are ../platforms/homhero/plugin.ts's (shared with homhero-b); README.md in this
// folder has the wire shapes.
import { homheroSite } from '../platforms/homhero/plugin.ts';

export default homheroSite({
  slug: 'homhero',
  platform: 'HomHero WordPress plugin (admin-ajax) with HomHero checkout',
  chrome: {
    brand: 'Noosa Coastal Retreats', tagline: 'Holiday homes from Noosa Heads to Peregian', accent: '#c2683d',
    nav: [{ label: 'Find a stay', href: '/accommodation/?location=Noosa' }],
    stylesheet: '/wp-content/themes/astra/style.css', footer: 'Noosa Coastal Retreats Pty Ltd · ABN 51 824 753 556 · Bookings by HomHero',
  },
  folder: '/accommodation/',
  refPrefix: 'NCR',
  home: 'Noosa holiday homes',
});
