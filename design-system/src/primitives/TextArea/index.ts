export { TextArea, type TextAreaProps } from './TextArea';
export { counterState, type CharacterCounter, type CounterLevel } from '../shared/characterCounter';
