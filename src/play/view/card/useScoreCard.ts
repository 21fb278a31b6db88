import { useAtomValue } from 'jotai';
import type { Stage } from 'konva/lib/Stage';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/gameText';
import type { World } from '../../../game';
import type { ImageMap } from '../board/images';
import { coupleAtom } from '../../flow/store';
import type { shareImage } from './shareImage';
import { boardDrawing } from './boardDrawing';

/** The board's width on the card at its sharpest, in device px: its picture is drawn that wide. */
const BOARD_PX = 2 * 312;

export type CardState =
  | { readonly status: 'none' }
  | { readonly status: 'making' }
  /** `share` comes with the card's own chunk: the game's cold open does not carry it. */
  | { readonly status: 'ready'; readonly blob: Blob; readonly dataUrl: string; readonly share: typeof shareImage }
  | { readonly status: 'failed' };

/** What the end popup's status line says about Share: the card still being made, failed, sent, or downloaded. */
export type ShareNote = 'making' | 'failed' | 'sent' | 'downloaded' | null;

/**
 * The score card for the reported `score`, made as soon as there is one (so that a tap shares it at once,
 * within its user activation), and made again if the host names the couple meanwhile. `cardRef` gets the
 * card's scene (the debug probe's). `share` is the Share button: msg 15 where an app takes it, else the
 * browser's own ways (shareImage.ts).
 */
export function useScoreCard(props: {
  score: number | null;
  /** The game's end: the card draws its board from the world, settled (scene/cardBoard.ts). */
  world: () => World;
  /** The pieces' art, as the board has it (null: coloured circles). */
  images: ImageMap | null;
  cardRef: RefObject<Stage | null>;
  /** msg 15; false where no app takes it. */
  sendToApp: (image: string) => boolean;
}) {
  const { score, world, images, cardRef, sendToApp } = props;
  const { t, i18n } = useTranslation();
  const people = useAtomValue(coupleAtom);
  // The card made for what it shows (the score, the couple, the language): any other is still being made.
  const [made, setMade] = useState<{ for: readonly unknown[]; card: CardState } | null>(null);
  const [note, setNote] = useState<ShareNote>(null);
  const [shown, setShown] = useState(false);

  const zh = i18n.language.startsWith('zh');
  const wanted = [score, people, zh];
  const card: CardState =
    score === null
      ? { status: 'none' }
      : made && made.for.every((v, i) => v === wanted[i])
        ? made.card
        : { status: 'making' };

  useEffect(() => {
    if (score === null) return;
    let live = true;
    const input = {
      board: boardDrawing(world(), images ?? new Map()),
      boardPx: BOARD_PX,
      score,
      people,
      date: new Intl.DateTimeFormat(zh ? 'zh-CN' : 'en-US', { dateStyle: 'long' }).format(Date.now()),
      texts: {
        appName: t('site.name'),
        game: t('game.title'),
        points: t('game.card.points'),
        scan: t('game.card.scan'),
      },
    };
    import('./scoreCard')
      .then((m) => m.makeScoreCard(input))
      .then(
        (made) => {
          if (!live) return void made.stage.destroy();
          cardRef.current?.destroy();
          cardRef.current = made.stage;
          setMade({
            for: [score, people, zh],
            card: { status: 'ready', blob: made.blob, dataUrl: made.dataUrl, share: made.share },
          });
        },
        (e: unknown) => {
          console.error('the score card could not be made', e);
          if (live) setMade({ for: [score, people, zh], card: { status: 'failed' } });
        },
      );
    return () => {
      live = false;
    };
  }, [score, people, zh, t, world, images, cardRef]);

  useEffect(
    () => () => {
      cardRef.current?.destroy();
      cardRef.current = null;
    },
    [cardRef],
  );

  const share = (within: Element) => {
    if (card.status !== 'ready') return setNote(card.status === 'failed' ? 'failed' : 'making');
    if (sendToApp(card.dataUrl)) return setNote('sent');
    const name = `${t('game.title')} ${score ?? 0}.png`;
    void card.share(card, name, within).then((how) => {
      if (how === 'longPress') setShown(true);
      setNote(how === 'downloaded' ? 'downloaded' : null);
    });
  };

  // "Making the picture…" holds only until it is made: the next tap shares it.
  const said = note === 'making' && card.status !== 'making' ? null : note;
  return { card, note: said, share, shown, hide: useCallback(() => setShown(false), []) };
}
