export { CityNote, type CityNoteProps } from './CityNote';
