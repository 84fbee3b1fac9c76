export const FORGE_FEATURES = [
  {
    title: 'Adaptive guidance',
    text: 'The workbench notices where you are stuck and explains the concept you need, at your level, in the context of your code.',
  },
  {
    title: 'Teaches while you build',
    text: 'Hints, short lessons and worked examples appear while you work, and fade as your skill grows.',
  },
  {
    title: 'Mission-aware',
    text: 'The brief, the files, the acceptance criteria and the company’s answers sit next to your editor.',
  },
  {
    title: 'Checks before you submit',
    text: 'Run the same automated checks validators run, and fix what they find before the deadline.',
  },
  {
    title: 'Open source',
    text: 'The Forge is built in the open. Operators improve the tool that teaches them, and earn credits for it.',
  },
  {
    title: 'Runs in the browser',
    text: 'Nothing to install: open a mission and start building on any machine.',
  },
] as const;

export const FORGE_LOOP = [
  { title: 'Explain', text: 'Understand the idea behind the task before you write a line.' },
  { title: 'Practise', text: 'Try it on a small example with feedback at every step.' },
  { title: 'Ship', text: 'Apply it to the real mission and submit work you understand.' },
] as const;
