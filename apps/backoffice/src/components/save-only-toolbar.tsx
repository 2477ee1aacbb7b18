import { SaveButton, Toolbar } from 'react-admin';

/** For records the API never deletes (catalogue, levels, settings, staff): no delete button to meet a 404. */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
