import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../shared/field.css';

export const textArea = style([fieldStyles.input, { minHeight: '120px', resize: 'vertical' }]);
