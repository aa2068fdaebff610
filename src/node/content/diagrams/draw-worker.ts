// The worker of drawer.ts, compiled to lib/diagram-worker.js: the SVG of each diagram it is sent.
import { serve } from '../../workers/serve.js';
import { drawDiagram } from './draw.js';

serve(drawDiagram);
