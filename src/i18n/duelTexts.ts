// A duel's texts (playing together): added by its own chunk (src/play/view/duel/DuelLayer.tsx), loaded when a
// duel starts. Data alone: no imports but the type.
import type { Widen } from './en';

const en = {
  duel: {
    board: '{{name}}’s board',
    waiting: 'Waiting for {{name}}…',
    gone: '{{name}} has left: play on',
    broken: '{{name}}’s board cannot be shown',
    over: '{{name}} has finished',
    stillPlaying: '{{name}} is still playing: {{score}} so far',
    countdown: 'The duel starts in {{seconds}}',
    timeLeft: '{{time}} left',
    resultTitle: 'The duel',
    youWon: 'You won by {{n}}',
    theyWon: '{{name}} won by {{n}}',
    draw: 'A draw',
    checking: 'Checking {{name}}’s whole game…',
    you: 'You',
    unverified: 'not verified',
    unverifiedNote: '{{name}}’s moves did not add up to a real game: their score is not verified.',
    rematch: 'Rematch',
    rematchWaiting: 'Waiting for {{name}}…',
    home: 'Home',
  },
} as const;

const zh: Widen<typeof en> = {
  duel: {
    board: '{{name}}的对局',
    waiting: '等待{{name}}…',
    gone: '{{name}}已离开，请继续',
    broken: '无法显示{{name}}的对局',
    over: '{{name}}已结束',
    stillPlaying: '{{name}}还在玩：已得 {{score}} 分',
    countdown: '{{seconds}} 秒后开始对战',
    timeLeft: '剩余 {{time}}',
    resultTitle: '对战结果',
    youWon: '你赢了 {{n}} 分',
    theyWon: '{{name}}赢了 {{n}} 分',
    draw: '平局',
    checking: '正在核对{{name}}的整局…',
    you: '我',
    unverified: '未验证',
    unverifiedNote: '{{name}}的每一步不能构成真实的对局：分数未验证。',
    rematch: '再来一局',
    rematchWaiting: '等待{{name}}…',
    home: '返回首页',
  },
};

export const duelTexts = { en, zh };
