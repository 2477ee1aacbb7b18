export { sendAutomaticNote } from './send-automatic-note.ts';
export {
  findNoteTemplate,
  listNoteTemplates,
  updateNoteTemplate,
  type NoteTemplateRow,
} from './note-templates.queries.ts';
