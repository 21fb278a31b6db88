// Inlined straight after #root and its variant templates, so it runs before the first paint: swaps
// in the visitor's language variant and share code, so React later hydrates what is on screen.
import { prepaint } from '../prepaint';

prepaint(document, location, navigator);
