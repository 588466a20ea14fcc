/** Components for MDX pages: import { ExampleBoard, TileFigure, Term } from '@components/index'. */
export { default as ExampleBoard } from './ExampleBoard.astro';
export { default as TileFigure } from './TileFigure.astro';
export { default as Term } from './Term.astro';
export { default as StartBoardFigure } from './StartBoardFigure.astro';
export { default as TileTable } from './TileTable.astro';
export { default as OptionsTable } from './OptionsTable.astro';
export { default as Rule } from './Rule.astro';
export { default as TurnDiagram } from './TurnDiagram.astro';
export { default as FallenBehindDiagram } from './FallenBehindDiagram.astro';
