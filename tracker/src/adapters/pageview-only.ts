// `pageview-only`: a site mapped to this provider sends the core events (identify, pageview, page_timing)
// and nothing else. Used for installs whose platform has no adapter yet, and by the core's own tests.
import { registerProvider } from '../core/registry';

registerProvider({ name: 'pageview-only', start() {} });
