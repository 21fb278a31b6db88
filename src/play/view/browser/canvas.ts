/** Whether this browser can give us a 2D canvas; logs the reason when it cannot. */
export function canvasAvailable(doc: Document = document): boolean {
  try {
    const ctx = doc.createElement('canvas').getContext('2d');
    if (ctx) return true;
    console.error('canvas: 2D context unavailable');
  } catch (e) {
    console.error('canvas: unavailable', e);
  }
  return false;
}
