// react-konva's minimal entry plus only the shapes the board draws (≈20 KB less than the default entry).
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import { flushSync } from 'react-dom';
import { KonvaRenderer } from 'react-konva/lib/ReactKonvaCore';
export { Circle, Group, Image, Layer, Line, Rect, Stage, Text } from 'react-konva/lib/ReactKonvaCore';

/**
 * Runs a store write and commits what it changed in both React trees, the DOM's and the Konva
 * stage's, before returning: the board is drawn in the animation frame that wrote it, once.
 */
export function commitSync(write: () => void): void {
  KonvaRenderer.flushSyncFromReconciler(() => flushSync(write));
}
