// Entry of dist/tracker.js: every adapter registers itself, then the tracker starts.
import './adapters';
import { start } from './start';

start();
