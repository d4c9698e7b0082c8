import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { detectSource } from './data/source.ts';
import './styles.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App source={detectSource()} />);
