/** Palettes: background gradient (dark → light) and its Norwegian name, accents, and a light label colour for text. */
import type { Kind } from './classify';

/** Three background stops, accent colours and the label colour. */
export interface Palette {
  /** The background's colours in Norwegian, for a poster's alt text («mørk vinrød»). */
  name: string;
  bg: [string, string, string];
  accents: string[];
  label: string;
}

/** The palettes of each kind; one is picked per image. */
export const PALETTES: Record<Kind, Palette[]> = {
  film: [
    {
      name: 'mørkeblå og lilla',
      bg: ['#0b1026', '#1e1b4b', '#4c1d95'],
      accents: ['#f43f5e', '#fbbf24', '#a78bfa'],
      label: '#fcd34d',
    },
    {
      name: 'dyp lilla',
      bg: ['#0f0c29', '#302b63', '#5b2a86'],
      accents: ['#e11d48', '#f59e0b', '#c4b5fd'],
      label: '#fda4af',
    },
    {
      name: 'mørk vinrød',
      bg: ['#14060c', '#4a0e1e', '#8b1a2b'],
      accents: ['#fbbf24', '#fde68a', '#fb7185'],
      label: '#fde68a',
    },
    {
      name: 'mørkeblå',
      bg: ['#020617', '#172554', '#1d4ed8'],
      accents: ['#f472b6', '#38bdf8', '#facc15'],
      label: '#7dd3fc',
    },
  ],
  concert: [
    {
      name: 'rød og oransje',
      bg: ['#2b0a0a', '#9a3412', '#f59e0b'],
      accents: ['#fde68a', '#fb7185', '#fff7ed'],
      label: '#fde68a',
    },
    {
      name: 'lilla, rosa og oransje',
      bg: ['#3b0764', '#be185d', '#fb923c'],
      accents: ['#fcd34d', '#f9a8d4', '#fff1f2'],
      label: '#fed7aa',
    },
    {
      name: 'brun og oransje',
      bg: ['#1c0a00', '#7c2d12', '#ea580c'],
      accents: ['#fcd34d', '#fdba74', '#fef3c7'],
      label: '#fcd34d',
    },
  ],
  theatre: [
    {
      name: 'mørk vinrød',
      bg: ['#1c0509', '#5f0f1c', '#9f1239'],
      accents: ['#f59e0b', '#fde68a', '#be123c'],
      label: '#fde68a',
    },
    {
      name: 'mørk lilla',
      bg: ['#12051a', '#4a044e', '#86198f'],
      accents: ['#fbbf24', '#f0abfc', '#9f1239'],
      label: '#fde68a',
    },
  ],
  swim: [
    {
      name: 'blå og turkis',
      bg: ['#082f49', '#0e7490', '#06b6d4'],
      accents: ['#ecfeff', '#a5f3fc', '#fde047'],
      label: '#cffafe',
    },
    {
      name: 'blå og lyseblå',
      bg: ['#0c4a6e', '#0284c7', '#22d3ee'],
      accents: ['#f0f9ff', '#bae6fd', '#fb7185'],
      label: '#e0f2fe',
    },
    {
      name: 'grønnblå',
      bg: ['#042f2e', '#0f766e', '#14b8a6'],
      accents: ['#f0fdfa', '#99f6e4', '#fcd34d'],
      label: '#ccfbf1',
    },
  ],
  sports: [
    {
      name: 'grønn',
      bg: ['#052e16', '#166534', '#22c55e'],
      accents: ['#f97316', '#fef3c7', '#bbf7d0'],
      label: '#fed7aa',
    },
    {
      name: 'oransje',
      bg: ['#431407', '#c2410c', '#fb923c'],
      accents: ['#22c55e', '#fff7ed', '#fde68a'],
      label: '#bbf7d0',
    },
    {
      name: 'mørkeblå og grønn',
      bg: ['#0a2540', '#14532d', '#16a34a'],
      accents: ['#fb923c', '#f8fafc', '#fde047'],
      label: '#fdba74',
    },
  ],
  festival: [
    {
      name: 'lilla og rosa',
      bg: ['#1e1b4b', '#7c3aed', '#ec4899'],
      accents: ['#facc15', '#22d3ee', '#f97316', '#a3e635'],
      label: '#fef08a',
    },
    {
      name: 'blå og oransje',
      bg: ['#172554', '#0e7490', '#f59e0b'],
      accents: ['#f43f5e', '#fde047', '#a78bfa', '#ecfccb'],
      label: '#fef08a',
    },
  ],
  culture: [
    {
      name: 'fiolett og rosa',
      bg: ['#1e1033', '#6d28d9', '#f472b6'],
      accents: ['#fde68a', '#fb923c', '#c4b5fd'],
      label: '#fde68a',
    },
    {
      name: 'mørk rosa og oransje',
      bg: ['#271005', '#9d174d', '#f59e0b'],
      accents: ['#fef3c7', '#f9a8d4', '#fcd34d'],
      label: '#fef3c7',
    },
    {
      name: 'mørkeblå, lilla og rosa',
      bg: ['#0f172a', '#7e22ce', '#fb7185'],
      accents: ['#fcd34d', '#f5d0fe', '#fdba74'],
      label: '#fbcfe8',
    },
  ],
  news: [
    {
      name: 'blå og grå',
      bg: ['#1f2f46', '#406e8e', '#8ea8c3'],
      accents: ['#e2e8f0', '#f2cc8f', '#cbd5e1'],
      label: '#e2e8f0',
    },
    {
      name: 'grågrønn',
      bg: ['#22333b', '#52796f', '#84a98c'],
      accents: ['#f1f5f9', '#f2cc8f', '#cad2c5'],
      label: '#ecfccb',
    },
    {
      name: 'blå og lyseblå',
      bg: ['#1d3557', '#457b9d', '#a8dadc'],
      accents: ['#f1faee', '#e9c46a', '#e63946'],
      label: '#f1faee',
    },
    {
      name: 'turkis og grønn',
      bg: ['#264653', '#2a9d8f', '#8ab17d'],
      accents: ['#e9c46a', '#f4f1de', '#f4a261'],
      label: '#f4f1de',
    },
  ],
  page: [
    {
      name: 'indigo og blå',
      bg: ['#111827', '#3730a3', '#0ea5e9'],
      accents: ['#f0f9ff', '#fbbf24', '#c7d2fe'],
      label: '#e0e7ff',
    },
    {
      name: 'grå og grønnblå',
      bg: ['#1f2937', '#334155', '#0d9488'],
      accents: ['#f8fafc', '#fcd34d', '#99f6e4'],
      label: '#ccfbf1',
    },
  ],
};
