// hostfully: a cabin manager's own WordPress-looking site with Hostfully's lead-capture widget on each cabin page,
// embedded with Hostfully's embed code. The widget's endpoints sit on the agency's custom domain (pathRoot), here
// the site's own host. See demo-sites/hostfully/SOURCES.md for the public shapes.
import type { Chrome } from '../server/shell.ts';
import { CABINS } from '../platforms/hostfully/data.ts';
import { hostfullySite } from '../platforms/hostfully/platform.ts';

const chrome: Chrome = {
  brand: 'Laurel Creek Cabins',
  tagline: 'Mountain cabins around Blue Ridge, Georgia',
  nav: [{ label: 'Our cabins', href: '/rentals/' }],
  accent: '#2f5d3a',
  stylesheet: '/wp-content/themes/cabins/style.css',
  footer: 'Laurel Creek Cabins LLC · 615 E Main St, Blue Ridge, GA 30513',
};

export default hostfullySite({
  slug: 'hostfully',
  platform: "Hostfully lead-capture widget: JSONP .jsp calls with the `jsoncallback` parameter on the owner's pages",
  chrome,
  widgetFile: '../platforms/hostfully/assets/leadCaptureWidget_2.0.js',
  cabins: CABINS,
});
