// react-konva's minimal entry plus only the shapes the board draws (≈20 KB less than the default entry).
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
export { Circle, Group, Image, Layer, Line, Rect, Stage, Text } from 'react-konva/lib/ReactKonvaCore';
