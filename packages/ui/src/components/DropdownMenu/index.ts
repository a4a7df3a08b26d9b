export { DROPDOWN_CLOSE_DELAY_MS, DropdownMenu, type DropdownMenuRootProps } from "./DropdownMenu";
