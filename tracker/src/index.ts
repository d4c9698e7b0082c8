// Entry of dist/tracker.js (filled in by the core runtime).
export {};
