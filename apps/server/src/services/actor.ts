/** Who made a change, as the case's timeline names them: a type every service that writes the timeline shares. */
export interface Actor {
  name: string;
}
