export { IdeaThemes, type Idea, type IdeaTheme, type IdeaThemesProps } from './IdeaThemes';
