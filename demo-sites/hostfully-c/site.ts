// hostfully-c: a third owner's site with Hostfully's lead-capture widget (demo-sites/hostfully's widget and
// answers), taking instant bookings: its embed code sets `redirectURL` to the owner's /thank-you-for-your-booking/
// page, where Hostfully's hosted booking (book.jsp on the widget's pathRoot) sends the guest once booked. See
// demo-sites/hostfully/SOURCES.md#site-hostfully-b (same shapes; only the page differs).
import { hostfullySite } from '../platforms/hostfully/platform.ts';
import { CABINS } from '../platforms/hostfully/data.ts';
import type { Chrome } from '../server/shell.ts';

const chrome: Chrome = {
  brand: 'Toccoa Riverside Rentals',
  tagline: 'Riverfront cabins near Blue Ridge',
  nav: [{ label: 'Our cabins', href: '/rentals/' }],
  accent: '#1f5f7a',
  stylesheet: '/wp-content/themes/riverside/style.css',
  footer: 'Toccoa Riverside Rentals · Blue Ridge, GA 30513 · Book direct',
};

export default hostfullySite({
  slug: 'hostfully-c',
  platform: "Hostfully lead-capture widget with instant booking: the embed's redirectURL is the owner's /thank-you-for-your-booking/ page",
  chrome,
  widgetFile: '../platforms/hostfully/assets/leadCaptureWidget_2.0.js',
  cabins: CABINS.filter((c) => c.slug === 'toccoa-river-cabin'),
  redirectPath: '/thank-you-for-your-booking/',
});
