// Shared by the capture test pages: the tracker pointed at this loopback server, mapped to the fake adapter.
window.__beaconConfig = {
  endpoint: location.origin + '/collect',
  sessionPage: null,
  errorEndpoint: location.origin + '/errors',
  scriptHosts: [],
  sites: [{ host: '127.0.0.1', provider: 'capture-fake', siteKey: 'k', slugMap: { 'region=coast': { locations: ['Coast'] } } }],
};
