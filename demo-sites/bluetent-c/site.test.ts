import { rescmsFlowTests } from '../platforms/bluetent/rescms-testing.ts';
import { GUNNISON_VALLEY } from './data.ts';

rescmsFlowTests({
  slug: 'bluetent-c',
  data: GUNNISON_VALLEY,
  unit: 'elk-ridge-b204',
  guests: { adult: 2, child: 0 },
  soldOut: ['02/14/2027', '02/18/2027'],
  quotes: [['03/06/2027', '03/11/2027'], ['03/06/2027', '03/13/2027']],
  shownPrice: '$1,714',
});
