import { rescmsFlowTests } from '../platforms/bluetent/rescms-testing.ts';
import { TAHOE_PINES } from './data.ts';

rescmsFlowTests({
  slug: 'bluetent-d',
  data: TAHOE_PINES,
  unit: 'bear-creek-cabin',
  guests: { adult: 4, child: 2 },
  soldOut: ['07/03/2027', '07/05/2027'],
  quotes: [['07/16/2027', '07/19/2027'], ['07/15/2027', '07/19/2027']],
  shownPrice: '$1,489',
});
