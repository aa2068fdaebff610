// The reason phrases are shared with the browser (the "Experimentar" console shows them too).
export { statusText } from '../../shared/status-text.js';
