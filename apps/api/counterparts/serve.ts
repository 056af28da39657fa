import { startProductionCounterparts } from './production';

// The counterparts in a process of their own (`node --import tsx counterparts/serve.ts`): the
// load script starts them so, since their work (a message received for each order…) would
// otherwise run on its own event loop and count in the latencies it measures. The settings for
// the API come as one JSON line on stdout; SIGTERM closes them.

const counterparts = await startProductionCounterparts();
process.stdout.write(`${JSON.stringify(counterparts.env)}\n`);
const stop = () => {
  void counterparts.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
