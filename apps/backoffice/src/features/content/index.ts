// What other screens use of the content feature: the other languages' inputs (notes are written in them too).
export { TranslationInputs } from './translation-inputs';
