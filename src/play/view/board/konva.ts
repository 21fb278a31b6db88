// react-konva's minimal entry plus only the shapes the board draws (≈20 KB less than the default entry).
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
// No flushSync wrapper around the frame's store write: react-konva renders the board's update in a
// microtask of the same rAF callback (bench:frames: "drawn in its frame" 1.000 without one).
export { Circle, Group, Image, Layer, Line, Rect, Shape, Stage, Text } from 'react-konva/lib/ReactKonvaCore';
