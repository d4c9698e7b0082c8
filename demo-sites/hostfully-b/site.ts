// hostfully-b: a second owner's site with Hostfully's lead-capture widget (demo-sites/hostfully's widget and
// answers), taking instant bookings: its embed code sets `redirectURL` to the owner's /thank-you/ page, where
// Hostfully's hosted booking (book.jsp on the widget's pathRoot) sends the guest once booked. See demo-sites/hostfully/SOURCES.md#site-hostfully-b.
import { hostfullySite } from '../platforms/hostfully/platform.ts';
import { CABINS } from '../platforms/hostfully/data.ts';
import type { Chrome } from '../server/shell.ts';

const chrome: Chrome = {
  brand: 'Mineral Bluff Getaways',
  tagline: 'Cabins on the Toccoa, North Georgia',
  nav: [{ label: 'Our cabins', href: '/rentals/' }],
  accent: '#7a4a1f',
  stylesheet: '/wp-content/themes/getaways/style.css',
  footer: 'Mineral Bluff Getaways · Mineral Bluff, GA 30559 · Book direct',
};

export default hostfullySite({
  slug: 'hostfully-b',
  platform: "Hostfully lead-capture widget with instant booking: the embed's redirectURL is the owner's /thank-you/ page",
  chrome,
  widgetFile: '../platforms/hostfully/assets/leadCaptureWidget_2.0.js',
  cabins: CABINS.filter((c) => c.area === 'Mineral Bluff'),
  redirectPath: '/thank-you/',
});
